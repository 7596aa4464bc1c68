export { Button, type ButtonProps } from './Button/Button.tsx';
export { TriggerButton, type TriggerButtonProps } from './Button/TriggerButton.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export { Icon, iconNames, type IconName, type IconProps } from './Icon/Icon.tsx';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge/StatusBadge.tsx';
export { Badge, type BadgeProps } from './StatusBadge/Badge.tsx';
export { Chip, type ChipProps, type ChipTone } from './Chip/Chip.tsx';
export { Card, type CardProps } from './Card/Card.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper/QuantityStepper.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
export { NativeSelect, type NativeSelectProps } from './NativeSelect/NativeSelect.tsx';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.tsx';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs.tsx';
export { Dialog, type DialogProps } from './Dialog/Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { Snackbar, type SnackbarProps } from './Snackbar/Snackbar.tsx';
export { SnackbarQueue } from './Snackbar/SnackbarQueue.ts';
// Exported for its stories: the shop shows it through Snackbar, which loads it with the first snackbar.
export { SnackbarRegion } from './Snackbar/SnackbarRegion.tsx';
export { Paginator, type PaginatorProps } from './Paginator/Paginator.tsx';
export { AsyncContent, type AsyncContentProps, type AsyncState } from './AsyncContent/AsyncContent.tsx';
// The app binds every ui link to its router once, by wrapping its pages in this provider.
export { LinkRouterProvider, useLinkRouter, type LinkRouterProviderProps } from './LinkRouter/LinkRouter.tsx';
export { AriaLinkRouter } from './LinkRouter/AriaLinkRouter.tsx';
