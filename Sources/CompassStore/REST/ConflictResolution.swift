/// What an insert does with a row whose key is taken: leave the stored row as it is, or merge
/// the new values into it (an upsert). Without one, a taken key is a clash.
package enum ConflictResolution: Sendable, Equatable {
  case ignoreDuplicates
  case mergeDuplicates
}
