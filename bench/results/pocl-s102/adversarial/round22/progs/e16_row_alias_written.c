/* a row alias of a kept array written in a region (row = A[t]), A read by
   name in the next region, explicit scope */
#include <stdio.h>
#define N 24
static double A[N][N], S[N];
static void rowop(int n, double *row, double c)
{
    int j;
#pragma bbmm
    for (j = 0; j < n; j++)
        row[j] = row[j] * c + 1.0;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { S[i] = 0; for (j = 0; j < N; j++) A[i][j] = (double)((i + j) % 5); }
#pragma bbmm data(A, S)
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.5;
        rowop(N, A[t], 3.0);
        rowop(N, &A[t + 1][0], 5.0);
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                S[i] = S[i] + A[i][j];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", S[i], A[i][i]);
    return 0;
}
