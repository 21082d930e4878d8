/* region assigns row pointers (a[i] = b[i]): not arithmetic */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int N = 4, i, j;
    double *a[4], *b[4], s = 0.0;
    for (i = 0; i < N; i++) { b[i] = malloc(N * sizeof(double)); for (j = 0; j < N; j++) b[i][j] = i + j; }
#pragma bbmm
    for (i = 0; i < N; i++)
        a[i] = b[N - 1 - i];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += a[i][j] * (i + 1);
    printf("%a\n", s);
    return 0;
}
