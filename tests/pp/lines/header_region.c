// expect-exit: 1
// expect-stderr: @DIR@/inc/region_bad.h:7:11: error: subscript 1 of 'A' is not affine: 'i * i' is not affine
/* a region in an included header is checked: its errors are reported */
#include "inc/region_bad.h"

int main(void)
{
    return 0;
}
