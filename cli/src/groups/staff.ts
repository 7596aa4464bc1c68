import { Option, type Command } from 'commander';
import { UsageError } from '../report.ts';
import type { CommandContext, GlobalOptions } from './context.ts';
import { sqlOption } from './options.ts';

/** `otech staff list|add|deactivate`: the staff accounts of the runtime database. */
export function addStaffCommands(program: Command, context: CommandContext): void {
  const { output } = context;
  const staff = program.command('staff').description('staff accounts of the runtime database (DATABASE_URL, else the embedded folder)');
  staff
    .command('list')
    .description('list the staff: e-mail, name, role, active or deactivated')
    .option(...sqlOption())
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string }>();
      const { listStaff, sqlLocation } = await import('@otech/api/seed');
      const { staffLine } = await import('../commands/staff.ts');
      for (const member of await listStaff(sqlLocation(process.env, options.sqlDir), options.dataDir)) output.out(staffLine(member));
    });
  staff
    .command('add')
    .description('add a staff member who signs in with their e-mail; prints their first password once')
    .argument('<email>', 'e-mail address, also the sign-in name')
    .requiredOption('--name <name>', 'first and last name')
    .addOption(new Option('--role <role>', 'what they may do (docs/staff.md)').choices(['administrateur', 'commercial', 'comptabilite', 'logistique']).makeOptionMandatory())
    .option(...sqlOption())
    .action(async (email: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string; name: string; role: string }>();
      const { newStaffMember, staffLine } = await import('../commands/staff.ts');
      const member = newStaffMember(email, options.name, options.role);
      const { addStaff, sqlLocation, StaffEmailTakenError } = await import('@otech/api/seed');
      try {
        output.out(staffLine(await addStaff(sqlLocation(process.env, options.sqlDir), options.dataDir, member)));
        output.out(`first password (shown once; the member changes it after signing in): ${member.password}\n`);
      } catch (error) {
        if (error instanceof StaffEmailTakenError) throw new UsageError(`${member.email}: another staff member already has this e-mail`);
        throw error;
      }
    });
  staff
    .command('deactivate')
    .description('deactivate a staff member (user name or e-mail): their sessions end at once')
    .argument('<login>', 'user name or e-mail')
    .option(...sqlOption())
    .action(async (login: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string }>();
      const { deactivateStaff, LastAdministrateurError, sqlLocation } = await import('@otech/api/seed');
      const { staffLine } = await import('../commands/staff.ts');
      try {
        const member = await deactivateStaff(sqlLocation(process.env, options.sqlDir), options.dataDir, login);
        if (!member) throw new UsageError(`${login}: no staff member signs in with this name or e-mail`);
        output.out(staffLine(member));
      } catch (error) {
        if (error instanceof LastAdministrateurError) throw new UsageError(`${login}: the last active administrateur cannot be deactivated`);
        throw error;
      }
    });

}
