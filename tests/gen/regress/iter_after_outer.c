/* the value an inner loop leaves in its iterator, read inside the region after the loop around it (bbmm-gen seeds 89436, 89440, 89449, 89516: "I[5] = i + 3 * j" after "for (i ...) for (j ...)", refused before): the inner loop's value at the outer loop's last iteration (a triangular bound through the outer iterator's last value, a lower conjunct, a step of 2 with a conjunction, three levels), assumed where the outer loops run (elsewhere the host runs the region as written: n = 0, 1) */
// expect-explain: assumed: .*n >= 2
// expect-output: a loop would not run whose iterator's last value it reads after the loops around it
#include <stdio.h>
#define N 48
static double A[N][N];
static long X[N][6];
static int i, j, k;
static void f(int n, int m)
{
    i = j = k = 7;
#pragma bbmm
    {
        for (i = 1; i < n; ++i)
            for (j = 0; j < n; j += 1)
                A[i][j] += i + j;
        X[0][0] = i + 3 * j;
        for (i = 0; i < n; i++)
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] * 0.5 + j;
        X[0][1] = j * 5 + i;
        for (i = 0; !(i >= n); i += 2) {
            for (j = 1; j >= 0 && j < n - m; j++)
                A[i][j]++;
            X[i][2] = j;
        }
        X[1][2] = j + 100;
        for (i = 0; i >= 0 && i < n; i += 2)
            for (j = m; j < n; j++)
                A[j][i] -= 0.25;
        X[0][3] = i * 1000 + j;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                for (k = j; k < n; k += 3)
                    A[i][k] += 1.0;
        X[0][4] = k * 100 + j;
    }
}
int main(void)
{
    int a, b, r;
    for (a = 0; a < N; a++)
        for (b = 0; b < N; b++)
            A[a][b] = (a * 7 + b) % 13 * 0.75;
    for (r = 0; r < 6; r++) {
        static const int ns[6] = {40, 1, 0, 7, 2, 33}, ms[6] = {3, 0, 5, 9, 1, 0};
        f(ns[r], ms[r]);
        printf("%d %d %d\n", i, j, k);
        for (a = 0; a < ns[r] || a < 2; a++)
            printf("%ld %ld %ld %ld %ld\n", X[a][0], X[a][1], X[a][2], X[a][3], X[a][4]);
        for (a = 0; a < N; a++)
            for (b = 0; b < N; b++)
                printf("%a\n", A[a][b]);
    }
    return 0;
}
