import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../auth/user.entity.js';

/**
 * A shopper whose pay-on-delivery limits staff lifted until a moment (a trusted regular, e.g. a
 * restaurant). No row, or a moment past: the limits of the configuration apply. Gone with the account.
 */
@Entity({ name: 'pay_on_delivery_lifts' })
export class PayOnDeliveryLift {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_pay_on_delivery_lifts' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_pay_on_delivery_lifts_user' })
  user: Relation<User>;

  @Column({ type: 'timestamptz' })
  liftedUntil: Date;
}
