import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { ContactFormBlock } from './contact-form-block';

describe('the contact form in the client application and the page preview', () => {
  it('is the island itself, mounted by React: its fields, and the spec’s message on an empty send', async () => {
    fakeApi({ 'GET keyword/public/dropdown/machine_make': { status: true, result: [] } });
    render(<ContactFormBlock heading="Get In Touch" text="<p>Tell us about your press.</p>" />);
    expect(screen.getByRole('heading', { name: 'Get In Touch' })).toBeInTheDocument();
    // The island's form, drawn by Preact inside the block once mounted.
    const send = await screen.findByRole('button', { name: 'Send Message' });
    expect(screen.getByRole('textbox', { name: /Business Name/ })).toBeInTheDocument();
    fireEvent.click(send);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });
});
