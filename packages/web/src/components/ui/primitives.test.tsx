import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Button, IconButton } from './button.tsx';
import { Card } from './card.tsx';
import { Collapse } from './collapse.tsx';
import { CheckCircleIcon, ContentCopyIcon } from './icons.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { Switch } from './switch.tsx';
import { TextField } from './text-field.tsx';

describe('Button', () => {
  it('is a button named by its text, of type "button" unless told', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy and disabled, keeping its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with `to` is a router link and with `href` a plain link', () => {
    render(
      <MemoryRouter>
        <Button to="/groups">Groups</Button>
        <Button href="https://example.org/" target="_blank" rel="noreferrer">
          Elsewhere
        </Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('target', '_blank');
  });

  it('forwards its ref to the element', () => {
    let element: HTMLElement | null = null;
    render(<Button ref={(node) => void (element = node)}>Save</Button>);
    expect(element).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});

describe('IconButton', () => {
  it('is named by its aria-label, the icon hidden', () => {
    render(
      <IconButton aria-label="Copy link">
        <ContentCopyIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Copy link' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('icons', () => {
  it('are decoration unless titled, then an image with that name', () => {
    render(
      <>
        <CheckCircleIcon data-testid="plain" />
        <CheckCircleIcon titleAccess="Present" />
      </>,
    );
    expect(screen.getByTestId('plain')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Present' })).toBeInTheDocument();
  });
});

describe('Spinner and Skeleton', () => {
  it('the spinner is a progress bar named "Loading Turnout…" unless labelled', () => {
    render(
      <>
        <Spinner />
        <Spinner label="Refreshing…" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading Turnout…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Refreshing…' })).toBeInTheDocument();
  });

  it('a skeleton is hidden from assistive technology', () => {
    const { container } = render(<Skeleton variant="circle" width={40} height={40} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('TextField', () => {
  it('is named by its label and describes itself with the helper text', () => {
    render(<TextField label="E-mail" name="email" helperText="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('with an error is invalid and described by the error message', () => {
    render(<TextField label="E-mail" error helperText="Enter a valid e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
  });

  it('multiline is a textarea; inputProps reach the element; typing reaches onChange', async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Note"
        multiline
        minRows={3}
        inputProps={{ maxLength: 5 }}
        onChange={onChange}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('maxlength', '5');
    await userEvent.type(textarea, 'hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('a password field keeps its name and its end adornment is reachable', () => {
    render(
      <TextField
        label="Password"
        type="password"
        endAdornment={
          <IconButton aria-label="Show password">
            <ContentCopyIcon />
          </IconButton>
        }
      />,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});

describe('Switch', () => {
  it('is a switch named by its label whose state is checked', async () => {
    const onChange = vi.fn();
    render(<Switch label="Notify me" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Notify me' });
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledOnce();
  });
});

describe('Alert and Card', () => {
  it('an alert is role="alert" with its title and message, or the role it is given', () => {
    render(
      <>
        <Alert severity="error" title="Could not save" action={<Button>Retry</Button>}>
          Try again later
        </Alert>
        <Alert severity="info" role="status">
          Saved
        </Alert>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert).toHaveTextContent('Try again later');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('a card renders as the element it is given', () => {
    render(
      <Card as="section" aria-label="Profile">
        x
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('Collapse', () => {
  it('hides its content when closed and shows it when open', async () => {
    const { rerender } = render(
      <Collapse in={false}>
        <button type="button">Inside</button>
      </Collapse>,
    );
    expect(screen.queryByRole('button', { name: 'Inside' })).not.toBeInTheDocument();
    rerender(
      <Collapse in>
        <button type="button">Inside</button>
      </Collapse>,
    );
    expect(await screen.findByRole('button', { name: 'Inside' })).toBeVisible();
  });
});
