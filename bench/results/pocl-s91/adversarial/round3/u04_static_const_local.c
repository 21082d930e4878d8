/* a static const scalar declared inside the region body */
#include <stdio.h>
static double A[8];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++) {
        static const double half = 0.5;
        A[i] = i * half;
    }
    for (i = 0; i < 8; i++) printf("%a\n", A[i]);
    return 0;
}
