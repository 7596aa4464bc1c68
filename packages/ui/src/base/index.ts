export { Button, type ButtonProps } from './Button/Button.tsx';
