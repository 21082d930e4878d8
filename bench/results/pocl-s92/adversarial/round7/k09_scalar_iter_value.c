/* scalars assigned from iterators (last = i, lastj = j) in an inner loop under an affine if; read after */
#include <stdio.h>
#define N 18
static double A[N][N];
static void f(int n)
{
    int i, j, last = -1, lastj = -2;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            if (j > i + 1) {
                A[i][j] = A[i][j] + 1.0;
                last = i;
                lastj = j;
            }
    printf("n=%d last=%d lastj=%d\n", n, last, lastj);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * j;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
