/* inner iterator read after the region; the inner loop is under an affine if that is false in the last outer iteration */
#include <stdio.h>
static double A[4][4];
int main(void)
{
    int i, j = -5;
#pragma bbmm
    for (i = 0; i < 2; i++)
        if (i == 0)
            for (j = 0; j < 1; j++)
                A[i][j] = 1.0;
    printf("%d\n", j);
    return 0;
}
