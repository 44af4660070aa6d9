# Use ccache when it is installed: the CI starts cold, developers rebuild warm.
find_program(FLY_CCACHE ccache)
if(FLY_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_C_COMPILER_LAUNCHER "${FLY_CCACHE}")
  set(CMAKE_CXX_COMPILER_LAUNCHER "${FLY_CCACHE}")
endif()
