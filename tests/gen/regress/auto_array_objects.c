/* bbmm-gen seed=30536 features: f-iter-after-in-region f-incdec f-time-host f-host-direct f-host-global-ptr f-host-exit f-host-array-param f-host-global-elem f-floyd-if f-region-func f-iter-set-between */
#include <math.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NN 19
double A[NN], B[NN], C[NN][NN], D[NN][NN];
int I[NN], J[NN][NN], W[NN][NN];
static char cbuf[16];
static time_t tt[4];
static int grid[3];
static double **R;
struct S {
    double a[NN];
    int b[NN][NN];
    double *p;
};
static struct S sv;
static struct S *ps = &sv;
static double *gptr;

static void poke(int t, int c)
{
    gptr[c] += t;
}

static void bump(double *x, int c)
{
    x[c] += 1.0;
}

static double hist[4];

static void note(double hs[4], int t)
{
    hs[t % 4] += 0.5 * t;
}

static void fh_axpy(double *y, double a, int k)
{
    *y = *y * a + k;
}

static void fh_pair(double r[], int at, double x)
{
    int q;
    for (q = 0; q < 2; q++)
        r[at + q] = r[at + q] * 0.5 + x;
}

static void fh_row(double row[NN], int j, double c[NN])
{
    int q;
    for (q = 0; q < 2; q++)
        row[j + q] = row[j + q] - c[q];
}

static void fh_twice(double *r, int i)
{
    fh_pair(r, 0, 1.0);
    r[i + 1] = r[i] * 2.0;
    return;
}

static void dump(void)
{
    int i, j;
    for (i = 0; i < NN; i++)
        printf("%a %a %d %a %a %a\n", A[i], B[i], I[i], sv.a[i], sv.p[i], (double)cbuf[i % 4]);
    for (i = 0; i < NN; i++)
        for (j = 0; j < NN; j++)
            printf("%a %a %d %d %d\n", C[i][j], D[i][j], J[i][j], W[i][j], sv.b[i][j]);
    printf("%lld %a %a %d %d %d\n", (long long)(tt[1] > 1000), hist[0], hist[3], grid[0], grid[1], grid[2]);
}

static void report(void)
{
    double s = 0.0;
    long long q = 0;
    int i;
    for (i = 0; i < NN; i++) {
        s += A[i] + B[i];
        q += I[i];
    }
    printf("report %a %lld\n", s, q);
    dump();
}

static void sweep0(int n, int kk, int m, int t)
{
    int i = 0, j = 0, k = 0;
    int lo = 0, hi = 0, ko = 0;
    (void)kk, (void)m, (void)t, (void)k, (void)lo, (void)hi, (void)ko;
#pragma bbmm
    {
        for (i = 0; i < n; i += 1)
        {
            for (j = 0; j < n; ++j)
            {
                --D[i][j];
            }
            j = 0;
            A[i] = A[i] * 0.5 + B[j];
            j = grid[2] / 2 + 1;
            C[i][j] = C[i][j] + A[i];
        }
        I[0] = i + 3 * j;
    }
}

static void sweep1(int n, int kk, int m, int t)
{
    int i = 0, j = 0, k = 0;
    int lo = 0, hi = 0, ko = 0;
    (void)kk, (void)m, (void)t, (void)k, (void)lo, (void)hi, (void)ko;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (D[i][k] + D[k][j] < D[i][j])
                    D[i][j] = D[i][k] + D[k][j];
}

int main(void)
{
    int n = 17, kk = 5, m = 2;
    int i = 0, j = 0, k = 0, t = 0;
    int lo = 0, hi = 0, ko = 0;
    double *gp = &A[7];
    struct H {
        double *p;
        int k;
    } h = {B, 5};
    (void)lo, (void)hi, (void)gp, (void)h, (void)kk, (void)m, (void)k, (void)ko;
    sv.p = malloc(NN * sizeof(double));
    gptr = A;
    strcpy(cbuf, "ab7");
    for (i = 0; i < NN; i++) {
        A[i] = (double)((i * 7 + 258) % 801 - 400) / 8.0;
        B[i] = (double)((i * 13 + 263) % 801 - 400) / 16.0;
        I[i] = (i * 11 + 258) % 2001 - 1000;
        sv.a[i] = i * 0.5 - 2.0;
        sv.p[i] = i * 0.25 + 1.0;
        for (j = 0; j < NN; j++) {
            C[i][j] = (double)((i * 5 + j * 3 + 258) % 801 - 400) / 4.0;
            D[i][j] = (double)((i * 3 + j * 17 + 258) % 101);
            J[i][j] = (i * 29 + j * 7 + 258) % 2001 - 1000;
            W[i][j] = (i * 31 + j * 19 + 258) % 97;
            sv.b[i][j] = i - j;
        }
    }
    R = malloc(NN * sizeof *R);
    for (i = 0; i < NN; i++) {
        R[i] = malloc(NN * sizeof **R);
        for (j = 0; j < NN; j++)
            R[i][j] = (double)((i * 13 + j * 5 + 258) % 401 - 200) / 8.0;
    }
    i = j = 0;
    atexit(report);
    for (t = 0; t < 2; t++) {
        sweep0(n, kk, m, t);
        grid[2] = n - (grid[1] + t) % 2;
#pragma bbmm
        for (i = 1; i < n; ++i)
        {
            I[i] = W[n - 1 - i][i] % 1009;
            B[i] = sqrt(fabs(fmax(-3.5, B[n - 1 - i])));
        }
        note(hist, t);
        A[10] = t * 0.5 + 1.0;
        sweep1(n, kk, m, t);
        bump(B, 6);
        if (t == 0)
            exit(0);
    }
    dump();
    return 0;
}
