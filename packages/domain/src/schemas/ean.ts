/**
 * GS1 check for EAN-8 and EAN-13: weights 3 and 1 alternate from the digit just left of the check
 * digit, and the check digit brings the weighted sum up to a multiple of 10.
 */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const checkDigit = digits[digits.length - 1];
  const sum = digits
    .slice(0, -1)
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === checkDigit;
}
