'use client';

import { JackpotHits } from '@/features/jackpots/components/jackpot-hits';
import { BonusToasterMount } from './bonus-toaster-mount';
import { PaymentsMount } from './payments-mount';

/** The signed-in player's part of every page (loaded by PlayerMounts). */
export function SignedInMounts() {
  return (
    <>
      <BonusToasterMount />
      <PaymentsMount />
      <JackpotHits />
    </>
  );
}
