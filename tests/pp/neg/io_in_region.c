// expect: 11:13: error: 'fprintf' (input and output) cannot run in a region, whose statements run on the devices: print before or after the region
#include <stdio.h>
static double A[8];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++) {
        A[i] = i * 0.5;
        if (i == 3)
            fprintf(stderr, "at %d\n", i);
    }
    printf("%a\n", A[3]);
    return 0;
}
