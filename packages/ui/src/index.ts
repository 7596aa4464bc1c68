export * from './theme/index.ts';
export { Button, type ButtonProps } from './base/Button/Button.tsx';
