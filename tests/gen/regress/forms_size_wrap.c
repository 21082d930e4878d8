/* bbmm-gen seed=3505 features: f-size-wrap */
/* f-size-wrap (tests/gen/forms.h: fsizewrap): size_t bounds `j < un - 1 && j < K` and `j < (un - 1 < K ? un - 1 : K)` called with un == 0, where `un - 1` wraps around; bbmm-pp once printed 2^64 into int64_t code (9 of 12 such programs gave wrong results at -O1) */
// expect-output: const int bbmm_assumed =
// expect-no-output: 18446744073709551616
#include <math.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NN 22
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

static void uwrap0(size_t un, size_t um)
{
    size_t i, j;
#pragma bbmm
    for (i = 0; i < um; i++)
        for (j = 0; j < un - 1 && j < 9; j++)
            D[i][j] = D[i][j + 1] * 0.25 - C[i][j];
}

int main(void)
{
    int n = 20, kk = 8, m = 3;
    int i = 0, j = 0, k = 0, t = 0;
    int lo = 0, hi = 0, ko = 0, iw = 0, im = 0;
    double sc = 0.0;
    double *gp = &A[1];
    struct H {
        double *p;
        int k;
    } h = {B, 2};
    (void)lo, (void)hi, (void)gp, (void)h, (void)kk, (void)m, (void)k, (void)ko, (void)iw, (void)im, (void)sc;
    sv.p = malloc(NN * sizeof(double));
    gptr = B;
    strcpy(cbuf, "ab7");
    for (i = 0; i < NN; i++) {
        A[i] = (double)((i * 7 + 612) % 801 - 400) / 8.0;
        B[i] = (double)((i * 13 + 617) % 801 - 400) / 16.0;
        I[i] = (i * 11 + 612) % 2001 - 1000;
        sv.a[i] = i * 0.5 - 2.0;
        sv.p[i] = i * 0.25 + 1.0;
        for (j = 0; j < NN; j++) {
            C[i][j] = (double)((i * 5 + j * 3 + 612) % 801 - 400) / 4.0;
            D[i][j] = (double)((i * 3 + j * 17 + 612) % 101);
            J[i][j] = (i * 29 + j * 7 + 612) % 2001 - 1000;
            W[i][j] = (i * 31 + j * 19 + 612) % 97;
            sv.b[i][j] = i - j;
        }
    }
    R = malloc(NN * sizeof *R);
    for (i = 0; i < NN; i++) {
        R[i] = malloc(NN * sizeof **R);
        for (j = 0; j < NN; j++)
            R[i][j] = (double)((i * 13 + j * 5 + 612) % 401 - 200) / 8.0;
    }
    i = j = 0;
    uwrap0(0, 7);
    uwrap0(0, 17);
    dump();
    return 0;
}
