export { Button, type ButtonProps } from './Button/Button.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
