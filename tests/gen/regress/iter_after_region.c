/* the values loops leave in iterators declared outside the region, read after it (triangles, empty inner loops, a time loop) */
// expect-output: as in C
#include <stdio.h>
#include <stdlib.h>
#define N 24
static double A[N][N];
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N, i, j, t, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = i - j;
    k = 77;
#pragma bbmm
    for (t = 0; t < 3; t++) {
        for (i = 0; i < n; i++)
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] * 0.5 + t;
        for (i = 1; i < n - 1; i++)
            for (j = n; j < n - 2; j++)
                A[i][j] += 1.0;
        for (k = n - 1; k >= 2; k--)
            A[k][0] += k;
    }
    printf("%d %d %d %d\n", i, j, t, k);
#pragma bbmm
    for (k = n - 1; k >= 2; k -= 3)
        A[k][1] += k;
    printf("%d\n", k);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", A[i][j]);
    return 0;
}
