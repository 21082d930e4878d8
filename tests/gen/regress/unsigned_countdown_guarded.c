/* back substitution with unsigned iterators counting down (for (i = n; i-- > 0;)), and a reverse cumulative sum from n - 1 guarded by if (n > 0), as the refusal of the unguarded form suggests */
#include <stdio.h>
#define N 40
static double U[N][N], b[N], x[N], rc[N];

static void backsub(unsigned n)
{
    unsigned i, j;
#pragma bbmm
    {
        for (i = n; i-- > 0;) {
            double s = b[i];
            for (j = i + 1; j < n; j++) s -= U[i][j] * x[j];
            x[i] = s / U[i][i];
        }
        rc[n > 0 ? n - 1 : 0] = n > 0 ? x[n - 1] : 0.0;
        if (n > 0) for (i = n - 1; i-- > 0;)
            rc[i] = rc[i + 1] + x[i];
    }
}

int main(void)
{
    unsigned ns[] = {1, 2, 3, 17, 40};
    for (int c = 0; c < 5; c++) {
        unsigned n = ns[c];
        for (int i = 0; i < N; i++) { b[i] = 1.0 + i % 4; x[i] = rc[i] = 0; for (int j = 0; j < N; j++) U[i][j] = j >= i ? (i == j ? 2.0 + i % 3 : 0.1 * ((i + j) % 5 - 2)) : 0.0; }
        backsub(n);
        for (unsigned i = 0; i < n; i++) printf("%a %a\n", x[i], rc[i]);
        printf("--\n");
    }
    return 0;
}
