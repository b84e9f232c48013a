/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from './early-input';

/** A small form island whose state holds what its fields say, as the login and contact forms do. */
function FormIsland() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [sort, setSort] = useState('name');
  return (
    <form>
      <input aria-label="Email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      <input aria-label="Remember me" type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
      <select aria-label="Sort" value={sort} onChange={(e) => setSort(e.currentTarget.value)}>
        <option value="name">Name</option>
        <option value="price">Price</option>
      </select>
      <output>{`${email}|${String(remember)}|${sort}`}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's HTML, changed by a buyer before the island wakes, then woken as the islands entry does. */
async function wakeAfterEarlyInput(change: (element: HTMLElement) => void): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<FormIsland />);
  document.body.append(element);
  change(element);
  const giveBack = keepEarlyInput(element);
  await act(() => {
    hydrate(<FormIsland />, element);
    giveBack();
  });
  return element;
}

describe('what a buyer entered before the island woke', () => {
  it('reaches the island’s state: the typed text, the ticked box and the chosen option stay, and the island reads them', async () => {
    const element = await wakeAfterEarlyInput((island) => {
      island.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value = 'dana@precisionfab.example';
      island.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
      island.querySelector<HTMLSelectElement>('select')!.value = 'price';
    });
    expect(element.querySelector('output')!.textContent).toBe('dana@precisionfab.example|true|price');
    expect(element.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value).toBe('dana@precisionfab.example');
  });

  it('leaves an untouched island as the server drew it', async () => {
    const element = await wakeAfterEarlyInput(() => undefined);
    expect(element.querySelector('output')!.textContent).toBe('|false|name');
  });
});
