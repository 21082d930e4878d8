// expect: 3:44: error: character constant u'c' in function 'shift': OpenCL C has no prefixed character constants; write its value (99)
#include <uchar.h>
static double shift(double x) { return x + u'c'; }
static double A[4];
void f(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4; i++)
        A[i] = shift(A[i]);
}
