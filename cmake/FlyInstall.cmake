# `cmake --install` produces a package another CMake project finds with
#   find_package(Fly CONFIG)  (Fly_DIR = <prefix>/lib/cmake/fly)
# giving the imported targets Fly::FlyLayout, Fly::MLIRFlyDialect,
# Fly::MLIRFlyROCDLDialect, Fly::MLIRFlyNVVMDialect, Fly::MLIRFlyTransforms,
# Fly::MLIRFlyROCDLTransforms, Fly::MLIRFlyToLLVM, Fly::MLIRFlyToROCDL,
# Fly::MLIRFlyToNVVM,
# Fly::MLIRFlyROCDLTarget, Fly::MLIRFlyNVVMTarget,
# Fly::MLIRFlyRegistration
# (everything: link this one and call fly/Registration/Registration.h),
# Fly::FlyDraw and Fly::MLIRFlyDraw (fly-draw's pictures, fly/Draw),
# Fly::MLIRFlyTools (fly/Tools: the inferred-type fixes of fly-fill-types),
# Fly::FlyCAPI, Fly::fly_hip_runtime (when HIP was found), plus the headers
# (sources and generated .inc files) and the tools. The package is versioned
# (before 1.0, the same minor version is compatible) and finds the MLIR it
# was built against; the targets carry the LLVM/MLIR include directories, so
# linking one is all a consumer does.
include(CMakePackageConfigHelpers)
include(GNUInstallDirs)

set(FLY_EXPORTED_LIBRARIES
  FlyLayout MLIRFlyDialect MLIRFlyROCDLDialect MLIRFlyNVVMDialect
  MLIRFlyTransforms
  MLIRFlyROCDLTransforms MLIRFlyToLLVM MLIRFlyToROCDL MLIRFlyROCDLTarget
  MLIRFlyToNVVM MLIRFlyNVVMTarget
  MLIRFlyRegistration FlyDraw MLIRFlyDraw MLIRFlyTools FlyCAPI)
foreach(lib ${FLY_EXPORTED_LIBRARIES})
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()
install(TARGETS ${FLY_EXPORTED_LIBRARIES}
  EXPORT FlyTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  COMPONENT fly-dev)
install(TARGETS fly-opt fly-lsp-server fly-draw fly-reduce fly-fill-types
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT fly-tools)
# Installed tools find LLVM's shared libraries (libMLIR, libLLVM) where the
# LLVM they were built against keeps them, and Fly's own next to them; the
# build tree's RPATH is not installed (AddLLVM gives only $ORIGIN/../lib).
set(FLY_INSTALL_RPATH "\$ORIGIN/../${CMAKE_INSTALL_LIBDIR};${LLVM_LIBRARY_DIR}")
set_target_properties(fly-opt fly-lsp-server fly-draw fly-reduce fly-fill-types PROPERTIES
  INSTALL_RPATH "${FLY_INSTALL_RPATH}")

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/fly ${PROJECT_SOURCE_DIR}/include/fly-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT fly-dev
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/fly
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT fly-dev
  FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)

set(FLY_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/fly)
install(EXPORT FlyTargets NAMESPACE Fly::
  DESTINATION ${FLY_INSTALL_CMAKEDIR} COMPONENT fly-dev)
# The libraries whose headers include LLVM/MLIR (all but the algebra and
# the plain C++ half of fly-draw).
set(FLY_MLIR_LIBRARIES ${FLY_EXPORTED_LIBRARIES})
list(REMOVE_ITEM FLY_MLIR_LIBRARIES FlyLayout FlyDraw)
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/FlyConfig.cmake.in
  ${PROJECT_BINARY_DIR}/FlyConfig.cmake
  INSTALL_DESTINATION ${FLY_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/FlyConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/FlyConfig.cmake
              ${PROJECT_BINARY_DIR}/FlyConfigVersion.cmake
  DESTINATION ${FLY_INSTALL_CMAKEDIR} COMPONENT fly-dev)
