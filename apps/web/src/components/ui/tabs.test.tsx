import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    render(
      <Tabs defaultValue="profile">
        <TabsList aria-label="Sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="membership">Membership</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">Profile panel</TabsContent>
        <TabsContent value="membership">Membership panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Profile panel');
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Membership' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Membership panel');
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard and runs the chosen item', async () => {
    const chosen: string[] = [];
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>lucky_ante</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => chosen.push('settings')}>Settings</DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => chosen.push('logout')}>
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'lucky_ante' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['logout']);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
