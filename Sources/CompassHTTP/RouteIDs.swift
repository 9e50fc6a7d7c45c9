import CompassModels
import Hummingbird

extension Parameters {
  /// The route's `name` parameter read as an id of `Entity`; `nil` when it is absent or not a
  /// UUID, so a malformed id gets the same not-found answer as an unknown one.
  package func id<Entity>(_ name: String = "id", of entity: Entity.Type = Entity.self)
    -> Identifier<Entity>?
  {
    get(name).flatMap(Identifier<Entity>.init)
  }
}
