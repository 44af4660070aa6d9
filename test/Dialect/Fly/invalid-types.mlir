// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Malformed type syntax and invalid parameters are parse errors with a
// location, never a crash.

// expected-error @+1 {{empty tuple '()' is not an int tuple}}
func.func private @empty(!fly.int_tuple<()>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @huge(!fly.int_tuple<123456789012345678901>)

// -----

// expected-error @+1 {{width comes first}}
func.func private @order(!fly.int_tuple<?{div=16 i64}>)

// -----

// expected-error @+1 {{divisibility must be positive}}
func.func private @div0(!fly.int_tuple<?{div=0}>)

// -----

// expected-error @+1 {{are not congruent}}
func.func private @congruence(!fly.layout<(4,8):(1,4,2)>)

// -----

// expected-error @+1 {{static extents must be positive}}
func.func private @zero(!fly.layout<(4,0):(1,4)>)

// -----

// expected-error @+1 {{static extents must be positive}}
func.func private @negative(!fly.layout<(4,-2):(1,4)>)

// -----

// expected-error @+1 {{the shift must be at least the mask}}
func.func private @swizzle(!fly.swizzle<S<3,0,1>>)

// -----

// expected-error @+1 {{expected a composed layout}}
func.func private @notcomposed(!fly.composed_layout<(4,8):(1,4)>)

// -----

// expected-error @+1 {{the outer part of a composed layout must be a layout}}
func.func private @swizzleouter(!fly.composed_layout<(4,8):(1,4) o 0 o S<3,3,3>>)

// -----

// expected-error @+1 {{expected a scaled basis}}
func.func private @basis(!fly.basis<4>)

// -----

// expected-error @+1 {{expected '|' or ']' in a tile}}
func.func private @tile(!fly.tile<[4:1,2:1]>)

// -----

// expected-error @+1 {{a tile element must be}}
func.func private @tiledyn(!fly.tile<[?|4]>)

// -----

// expected-error @+1 {{expected ':' between shape and stride}}
func.func private @nostride(!fly.layout<(4,8)>)

// -----

// expected-error @+1 {{unexpected 'x'}}
func.func private @trailing(!fly.int_tuple<4 x>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @trailing2(!fly.int_tuple<(4,8) x>)

// -----

// Tiles are compile-time tilers: a dynamic leaf in a tile element is an error.
// expected-error @+1 {{has dynamic leaves; tiles are static}}
func.func private @tiledynlayout(!fly.tile<[?{div=16}:2]>)
