import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

/** A new base32 TOTP secret (160 bits, as authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string, issuer: string): string => generateURI({ issuer, label: email, secret });

/** The QR code of an otpauth address as an SVG data URL (for an <img>, so no markup is injected). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The 30-second time step a 6-digit code belongs to, or null when it is wrong. One step either
 * side is accepted for clock drift; steps up to `usedStep` are refused, so a code works once.
 */
export async function totpStepOf(secret: string, code: string, usedStep: number | null): Promise<number | null> {
  const epoch = Math.floor(Date.now() / 1000);
  try {
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: PERIOD_SECONDS,
      ...(usedStep !== null ? { afterTimeStep: usedStep } : {}),
    });
    return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
  } catch {
    return null;
  }
}
