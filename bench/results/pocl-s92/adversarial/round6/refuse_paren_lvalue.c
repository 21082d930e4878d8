#include <stdio.h>
static double A[8][8];
int main(void)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < 8; i++)
        for (j = 0; j < 4; j++)
            (A[i][j]) = A[i][7 - j];
    printf("%a\n", A[1][1]);
    return 0;
}
