// expect-stderr: @DIR@/inc/region_ok.h:5:1: warning: region 'header_region_ok_5' does not end in this file: left as it is
/* a valid region in an included header stays as it is (bbmm-pp rewrites
 * only its input), with a warning */
#include "inc/region_ok.h"

int main(void)
{
    return 0;
}
