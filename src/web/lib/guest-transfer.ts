// Called by the sign-up flow right after an account is created (SPEC §4 "Registration with
// guest data"). The learning work implements the transfer; until then nothing is moved.
export type GuestTransferResult = { transferred: boolean; pointsAwarded: number };

export async function transferGuestData(): Promise<GuestTransferResult> {
  return { transferred: false, pointsAwarded: 0 };
}
