/* LU-shaped nest: the middle loop is empty in the last outer iteration; the innermost iterator read after */
#include <stdio.h>
static double A[4][4];
int main(void)
{
    int i, j = -5, k;
#pragma bbmm
    for (k = 0; k < 3; k++)
        for (i = k + 1; i < 3; i++)
            for (j = k + 1; j < 3; j++)
                A[i][j] = A[i][j] - A[i][k] * A[k][j];
    printf("%d\n", j);
    return 0;
}
