/* an assignment inside an if condition in the region */
#include <stdio.h>
static double A[16], B[16];
int main(void)
{
    int i;
    double x;
    for (i = 0; i < 16; i++) A[i] = i - 7.5;
#pragma bbmm
    for (i = 0; i < 16; i++) {
        if ((x = A[i] * 2.0) > 0)
            B[i] = x;
        else
            B[i] = -x;
    }
    for (i = 0; i < 16; i++) printf("%a\n", B[i]);
    return 0;
}
