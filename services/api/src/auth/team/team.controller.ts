import { Body, Controller, Get, Put } from '@nestjs/common';
import { setRoleRequestSchema, staffListSchema, staffMemberSchema, type SetRoleRequest } from '@shop/contracts/admin';
import { OwnerOnly } from '../../common/access/access.decorators.js';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody } from '../../common/zod-validation.pipe.js';
import { TeamService } from './team.service.js';

/** The team: staff see who is on it (to assign work); the owner adds and removes members. */
@Controller('admin/staff')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ResponseSchema(staffListSchema)
  list() {
    return this.team.list();
  }

  @Put()
  @OwnerOnly()
  @ResponseSchema(staffMemberSchema)
  setRole(@AuthUser() user: Express.User, @Body(validBody(setRoleRequestSchema)) body: SetRoleRequest) {
    return this.team.setRole({ id: user.id, email: user.email }, body);
  }
}
