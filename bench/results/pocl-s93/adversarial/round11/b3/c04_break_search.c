/* break in a region loop on a data condition (search the first negative element per row) */
#include <stdio.h>
#define N 16
static double A[N][N];
static int first[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        first[i] = -1;
        for (j = 0; j < n; j++) {
            if (A[i][j] < 0) { first[i] = j; break; }
            A[i][j] = A[i][j] + 1.0;
        }
    }
}
int main(void)
{
    int i, j, k;
    int sizes[] = {0, 1, 2, 5, 16};
    for (k = 0; k < 5; k++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 5 + j * 3) % 7 == 0) ? -1.0 : 1.0;
        f(sizes[k]);
        for (i = 0; i < N; i++) { printf("%d:", first[i]); for (j = 0; j < N; j++) printf(" %a", A[i][j]); printf("\n"); }
    }
    return 0;
}
