# bbmm_add_executable(<target> [MPI] <source.c> ... [PP_FLAGS flag ...])
#
# Runs the pragma tool (bbmm-pp) on each C source holding #pragma bbmm or
# #pragma scop regions, compiles the generated file and links the BBMM
# runtime.  bbmm-pp writes a depfile, so a change to any header the source
# includes regenerates it.  The target's include directories and compile
# definitions are passed to bbmm-pp (it preprocesses with them); PP_FLAGS
# adds more.  MPI (or BBMM_LINK_MPI set true, as in BBMM's own tree when it
# has MPI) links the MPI back end, bbmm::bbmm-mpi, for runs on several
# ranks; without it the program links no MPI and runs on one rank.
function(bbmm_add_executable target)
  cmake_parse_arguments(ARG "MPI" "" "PP_FLAGS" ${ARGN})
  set(generated "")
  foreach(src IN LISTS ARG_UNPARSED_ARGUMENTS)
    get_filename_component(abs "${src}" ABSOLUTE)
    get_filename_component(stem "${src}" NAME_WE)
    set(out "${CMAKE_CURRENT_BINARY_DIR}/${target}.bbmm/${stem}.bbmm.c")
    set(dep "${out}.d")
    set(incs "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
    set(defs "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
    add_custom_command(
      OUTPUT "${out}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/${target}.bbmm"
      COMMAND ${BBMM_PP_TARGET} -o "${out}" -MF "${dep}"
              "$<$<BOOL:${incs}>:-I$<JOIN:${incs},;-I>>"
              "$<$<BOOL:${defs}>:-D$<JOIN:${defs},;-D>>"
              ${ARG_PP_FLAGS} "${abs}"
      DEPENDS "${abs}" ${BBMM_PP_TARGET}
      DEPFILE "${dep}"
      COMMAND_EXPAND_LISTS
      COMMENT "bbmm-pp ${src}"
      VERBATIM)
    list(APPEND generated "${out}")
  endforeach()
  add_executable(${target} ${generated})
  if(ARG_MPI OR BBMM_LINK_MPI)
    if(TARGET bbmm::bbmm-mpi)
      target_link_libraries(${target} PRIVATE bbmm::bbmm-mpi)
    else()
      message(FATAL_ERROR "bbmm_add_executable(${target} MPI): BBMM was built without MPI (no bbmm::bbmm-mpi)")
    endif()
  else()
    target_link_libraries(${target} PRIVATE bbmm::bbmm)
  endif()
endfunction()
