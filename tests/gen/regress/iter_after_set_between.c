/* an iterator assigned in one loop's body, then the iterator of a loop inside the next loop, read after both (bbmm-gen seed 90164: "j = 1;" in the first loop over i, a loop over j in the second, "I[0] = i + 3 * j" after it): the read took the assignment's 1 instead of what the loop over j left (n), silently; now the second loop's last iteration's value, where it runs */
// expect-explain: assumed: n >= 1
#include <stdio.h>
#define N 16
static double D[N][N], A[N];
static int I[N];
static void f(int n)
{
    int i = 5, j = -1;
#pragma bbmm
    {
        for (i = 2; i < n; i += 2) {
            for (j = 0; j < n; ++j)
                D[i][j] += 0.5 * j;
            I[i] = j + 2 * i;
            j = 1;
            A[i] = A[i] * 0.5 + j;
        }
        for (i = 0; i < n; ++i) {
            for (j = 0; j < n; ++j)
                D[i][j] = D[i][j] * 0.5 + A[i];
            A[i] += 2.0;
        }
        I[0] = i + 3 * j;
    }
}
int main(void)
{
    int r, a, b;
    static const int ns[4] = {11, 0, 1, 16};
    for (r = 0; r < 4; r++) {
        f(ns[r]);
        for (a = 0; a < N; a++)
            printf("%d %a\n", I[a], A[a]);
        for (a = 0; a < N; a++)
            for (b = 0; b < N; b++)
                printf("%a\n", D[a][b]);
    }
    return 0;
}
