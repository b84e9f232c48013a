import type { ReactNode } from 'react';
import { ContentPhoto } from '../content-photo';
import type { ContactDetailsFields } from '../page-blocks';
import { SectionHeading } from '../section-heading';

const ICONS = {
  address: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  phone: 'M6.6 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.1 6.1l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17.5 17.5 0 0 1 4.6 5.7 2 2 0 0 1 6.6 3.5z',
  email: 'M3.5 5.5h17v13h-17zm0 0 8.5 7 8.5-7',
};

function Detail({ icon, label, children }: { icon: keyof typeof ICONS; label: string; children: ReactNode }) {
  return (
    <li className="nb-contact__item">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <div>
        <span className="nb-contact__label">{label}</span>
        {children}
      </div>
    </li>
  );
}

/** Only an https page may be framed: the map URL is editor input. */
const frameable = (url?: string): url is string => !!url && /^https:\/\//i.test(url.trim());

/** Contact details (spec section 2): address, phone as a tel: link, e-mail as a mailto: link, optional map. */
export function ContactDetailsBlock({ block }: { block: ContactDetailsFields }) {
  const { cmpBlock_contact_address: address, cmpBlock_contact_number: phone, cmpBlock_contact_email: email } = block;
  const mapUrl = block.cmpBlock_contact_map_url;
  const image = block.cmpBlock_contact_image;
  return (
    <section className="nb-block nb-contact">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-stretch">
          <div className="col-lg-5">
            <div className="nb-contact__card">
              <SectionHeading>Contact Details</SectionHeading>
              <ul className="nb-contact__list">
                {address && (
                  <Detail icon="address" label="Address">
                    <address className="m-0">{address}</address>
                  </Detail>
                )}
                {phone && (
                  <Detail icon="phone" label="Phone">
                    <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
                  </Detail>
                )}
                {email && (
                  <Detail icon="email" label="E-mail">
                    <a href={`mailto:${email}`}>{email}</a>
                  </Detail>
                )}
              </ul>
            </div>
          </div>
          <div className="col-lg-7">
            {frameable(mapUrl) ? (
              <iframe
                className="nb-contact__map"
                src={mapUrl}
                title={address ? `Map showing ${address}` : 'Map of our location'}
                loading="lazy"
                referrerPolicy="no-referrer"
                sandbox="allow-scripts allow-same-origin allow-popups"
              />
            ) : (
              image && (
                // Full container width below 992 px, col-lg-7 above.
                <ContentPhoto
                  className="nb-contact__image"
                  src={image}
                  alt=""
                  widths={[480, 768, 1024, 1280]}
                  sizes="(max-width: 991px) 95vw, (max-width: 1399px) 55vw, 740px"
                />
              )
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
