/* File-scope statics used as temporaries, as NAS BT uses tmp1, tmp2, tmp3: "tp" is assigned before it is read in every function that names it (its value never passes between functions: private to the loops, dead after the region); "tf" is read by report() before anything there assigns it (the region's last value reaches it: kept); "ta" has its address taken (a pointer may read it: kept) */
// expect-explain: scalar tp: double, declared outside the region and written in it, line [0-9]+: every read finds its value written in the same iteration of the 2 loops around it: private to each of them; not read after the region
// expect-explain: one copy of tf per iteration of loops i, j; after the region, when 1, tf takes the copy of iteration \(23, 23\)
// expect-explain: one copy of ta per iteration of loops i, j; after the region, when 1, ta takes the copy of iteration \(23, 23\)
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N], C[N][N], D[N][N];
static double tp, tf, ta;
static double *pa = &ta;

static void smooth(void)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++) {
            tp = 0.25 * (A[i - 1][j] + A[i + 1][j]);
            B[i][j] = tp + 0.5 * A[i][j - 1];
        }
}

static void scale(void)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            tf = A[i][j] * 3.0;
            ta = A[j][i] - 1.0;
            C[i][j] = tf + ta;
        }
}

static void other(void)
{
    int i;
    tp = 2.0;
    for (i = 0; i < N; i++)
        D[0][i] = tp * i;
}

static void report(void)
{
    printf("%a %a\n", tf, *pa);
    tp = tf;
    printf("%a\n", tp);
}

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = (double)((i * 13 + j * 7) % 17) / 4.0;
    smooth();
    scale();
    other();
    report();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a %a\n", B[i][j], C[i][j], D[i][j]);
    return 0;
}
