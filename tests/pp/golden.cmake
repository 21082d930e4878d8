# Golden output of bbmm-pp --explain: run in DIR on the relative name FILE
# (so the report does not depend on where the tree is) and compare with
# GOLDEN byte for byte.   cmake -DPP=bbmm-pp -DDIR=d -DFILE=f.c -DGOLDEN=g -P golden.cmake
execute_process(COMMAND ${PP} --explain ${FILE} WORKING_DIRECTORY ${DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc STREQUAL "0")
  message(FATAL_ERROR "bbmm-pp --explain failed (${rc}): ${err}")
endif()
file(READ ${GOLDEN} expect)
if(NOT out STREQUAL expect)
  message(FATAL_ERROR "--explain output of ${FILE} differs from ${GOLDEN}; got:\n${out}")
endif()
