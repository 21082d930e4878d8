/* switch on an iterator expression inside a region */
#include <stdio.h>
static double A[24], B[24];
int main(void)
{
    int i;
    for (i = 0; i < 24; i++) A[i] = i;
#pragma bbmm
    for (i = 0; i < 24; i++) {
        switch (i % 3) {
        case 0: B[i] = A[i]; break;
        case 1: B[i] = -A[i]; break;
        default: B[i] = 0.5 * A[i];
        }
    }
    for (i = 0; i < 24; i++) printf("%a\n", B[i]);
    return 0;
}
