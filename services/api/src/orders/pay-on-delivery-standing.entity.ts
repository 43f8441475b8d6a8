import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../auth/user.entity.js';

/**
 * A shopper's missed deliveries (nobody home, refused), counted when a run closes. At the shop's
 * limit pay on delivery is suspended until staff reinstate it. No row: none missed. Gone with the account.
 */
@Entity({ name: 'pay_on_delivery_standings' })
@Check('CHK_pay_on_delivery_standings_no_shows', `"noShows" >= 0`)
export class PayOnDeliveryStanding {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_pay_on_delivery_standings' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_pay_on_delivery_standings_user' })
  user: Relation<User>;

  @Column({ type: 'integer', default: 0 })
  noShows: number;

  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;
}
