/* int and long iterators compared with unsigned bounds (16u, sizeof): C converts the iterator, the loop still ends at the bound (a start below zero runs no iteration) */
#include <stdio.h>
#define N 20
static double A[N][N];
static long B[N];
int main(void)
{
    int i, j;
    long k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = i * 0.5 - j;
#pragma bbmm
    for (i = 0; i < 16u; i++)
        for (j = 3; j <= 12u; j += 2)
            A[i][j] = A[i][j] * 2.0 + i;
#pragma bbmm
    for (k = 0; k < sizeof(B) / sizeof(B[0]); k++)
        B[k] = k * 3 - 7;
#pragma bbmm
    for (i = -5; i < 16u; i++)
        A[i + 5][0] = -1.0;
    for (i = 0; i < N; i++) {
        printf("%ld", B[i]);
        for (j = 0; j < N; j++)
            printf(" %a", A[i][j]);
        printf("\n");
    }
    return 0;
}
