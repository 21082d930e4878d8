/* bbmm-gen seed=87052 features: f-iter-after-in-region f-iter-after-region f-compound f-stdint-cast f-time-host f-host-alias f-host-sprintf f-host-time f-do-while0 f-inline-array-helper f-wave-scratch */
#include <math.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NN 14
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

static double wv_ts0;

static void wscr0(int ist, int iend, int jst, int jend)
{
    int i, j, q;
    double ts, ts1, tm[2][2];
    (void)q, (void)tm;
#pragma bbmm
    for (i = ist; i <= iend; i++)
        for (j = jst; j <= jend; j++) {
            C[i + 2][j + 2] = C[i + 2][j + 2] - 0.25 * (C[i + 2 - 1][j + 2] + C[i + 2][j + 2 - 1]);
            for (q = 0; q < 2; q++) {
                tm[q][0] = 3.0 + D[i + 2][j + 2] * D[i + 2][j + 2] + q;
                tm[q][1] = 0.5 * D[i + 2][j + 2] - 0.25 * q;
            }
            ts1 = 1.0 / tm[0][0];
            ts = ts1 * tm[1][0];
            tm[1][1] = tm[1][1] - ts * tm[0][1];
            C[i + 2][j + 2] = (C[i + 2][j + 2] - ts * 0.125) / (1.5 + tm[1][1] * tm[1][1]);
            wv_ts0 = ts;
        }
}

int main(void)
{
    int n = 12, kk = 6, m = 2;
    int i = 0, j = 0, k = 0, t = 0;
    int lo = 0, hi = 0, ko = 0, iw = 0, im = 0;
    double sc = 0.0;
    double *gp = &A[2];
    struct H {
        double *p;
        int k;
    } h = {B, 10};
    (void)lo, (void)hi, (void)gp, (void)h, (void)kk, (void)m, (void)k, (void)ko, (void)iw, (void)im, (void)sc;
    sv.p = malloc(NN * sizeof(double));
    gptr = B;
    strcpy(cbuf, "ab7");
    for (i = 0; i < NN; i++) {
        A[i] = (double)((i * 7 + 205) % 801 - 400) / 8.0;
        B[i] = (double)((i * 13 + 210) % 801 - 400) / 16.0;
        I[i] = (i * 11 + 205) % 2001 - 1000;
        sv.a[i] = i * 0.5 - 2.0;
        sv.p[i] = i * 0.25 + 1.0;
        for (j = 0; j < NN; j++) {
            C[i][j] = (double)((i * 5 + j * 3 + 205) % 801 - 400) / 4.0;
            D[i][j] = (double)((i * 3 + j * 17 + 205) % 101);
            J[i][j] = (i * 29 + j * 7 + 205) % 2001 - 1000;
            W[i][j] = (i * 31 + j * 19 + 205) % 97;
            sv.b[i][j] = i - j;
        }
    }
    R = malloc(NN * sizeof *R);
    for (i = 0; i < NN; i++) {
        R[i] = malloc(NN * sizeof **R);
        for (j = 0; j < NN; j++)
            R[i][j] = (double)((i * 13 + j * 5 + 205) % 401 - 200) / 8.0;
    }
    i = j = 0;
    grid[0] = n - 1;
    grid[1] = n - 1;
    grid[2] = n;
    for (t = 0; t < 3; t++) {
        wscr0(1, 8, -1, 10);
        wscr0(-1, 8, 0, 10);
        hist[0] += wv_ts0;
        *gp = t + 0.75;
        time(&tt[1]);
#pragma bbmm
        {
            for (i = 2; i < n; i += 2)
            {
                I[i] *= 2;
                A[i] = 0.5 * (double)(int64_t)i;
                do { A[i] = A[i] * 0.5 + 3.0; } while (0);
                fh_row(C[i], 1, A);
            }
            A[0] = i;
        }
        sprintf(cbuf, "%d", t + 50);
    }
    I[0] = i;
    B[9] = j;
    dump();
    return 0;
}
