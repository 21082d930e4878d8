/* A statement whose guard never holds (found by bbmm-gen, seed 5009):
 * was "internal error in the polyhedral analysis: cannot handle void
 * expression". */
#include <stdio.h>
double A[30], E[5] = {1, 2, 3, 4, 5};
int main(void)
{
    int i;
    for (i = 0; i < 30; i++)
        A[i] = i;
#pragma bbmm
    for (i = 20; i >= 1; i--) {
        if ((i >= 2) && (i >= 21))
            A[i] = E[3];
        A[i + 1] += E[i % 5];
    }
    for (i = 0; i < 30; i++)
        printf("%a\n", A[i]);
    return 0;
}
