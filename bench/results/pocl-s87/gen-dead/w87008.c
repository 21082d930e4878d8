/* bbmm-gen seed=87008 features: f-cond f-cond-not f-iter-after-region f-compound f-time-host f-host-direct f-host-memset-memcpy f-host-sprintf f-host-ptr-arg f-host-time f-host-read f-region-func f-if-data f-known-scalar f-sweep-serial-loop f-scalar-loop-reuse f-wave-scratch */
#include <math.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NN 13
static double A[NN], B[NN], C[NN][NN], D[NN][NN];
static int I[NN], J[NN][NN], W[NN][NN];
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
#pragma bbmm tile(2)
    for (i = 0; i < n; ++i)
    {
        int ip = i + 0;
        B[i] = sqrt(fabs((double)I[n - 1 - i]));
        A[ip] = A[ip] * 0.5 + 2.0;
    }
}

static double wv_ts1;

static void wscr1(int ist, int iend, int jst, int jend)
{
    int i, j, q;
    double ts, ts1, tm[2][2];
    (void)q, (void)tm;
#pragma bbmm
    for (i = iend; i >= ist; i--)
        for (j = jend; j >= jst; j--) {
            C[i + 0][j + 0] = C[i + 0][j + 0] - 0.25 * (C[i + 0 + 1][j + 0] + C[i + 0][j + 0 + 1]);
            for (q = 0; q < 2; q++) {
                tm[q][0] = 3.0 + D[i + 0][j + 0] * D[i + 0][j + 0] + q;
                tm[q][1] = 0.5 * D[i + 0][j + 0] - 0.25 * q;
            }
            ts1 = 1.0 / tm[0][0];
            ts = ts1 * tm[1][0];
            tm[1][1] = tm[1][1] - ts * tm[0][1];
            C[i + 0][j + 0] = (C[i + 0][j + 0] - ts * 0.125) / (1.5 + tm[1][1] * tm[1][1]);
            wv_ts1 = ts;
        }
}

int main(void)
{
    int n = 11, kk = 0, m = 3;
    int i = 0, j = 0, k = 0, t = 0;
    int lo = 0, hi = 0, ko = 0, iw = 0, im = 0;
    double sc = 0.0;
    double *gp = &A[4];
    struct H {
        double *p;
        int k;
    } h = {B, 3};
    (void)lo, (void)hi, (void)gp, (void)h, (void)kk, (void)m, (void)k, (void)ko, (void)iw, (void)im, (void)sc;
    sv.p = malloc(NN * sizeof(double));
    gptr = A;
    strcpy(cbuf, "ab7");
    for (i = 0; i < NN; i++) {
        A[i] = (double)((i * 7 + 584) % 801 - 400) / 8.0;
        B[i] = (double)((i * 13 + 589) % 801 - 400) / 16.0;
        I[i] = (i * 11 + 584) % 2001 - 1000;
        sv.a[i] = i * 0.5 - 2.0;
        sv.p[i] = i * 0.25 + 1.0;
        for (j = 0; j < NN; j++) {
            C[i][j] = (double)((i * 5 + j * 3 + 584) % 801 - 400) / 4.0;
            D[i][j] = (double)((i * 3 + j * 17 + 584) % 101);
            J[i][j] = (i * 29 + j * 7 + 584) % 2001 - 1000;
            W[i][j] = (i * 31 + j * 19 + 584) % 97;
            sv.b[i][j] = i - j;
        }
    }
    R = malloc(NN * sizeof *R);
    for (i = 0; i < NN; i++) {
        R[i] = malloc(NN * sizeof **R);
        for (j = 0; j < NN; j++)
            R[i][j] = (double)((i * 13 + j * 5 + 584) % 401 - 200) / 8.0;
    }
    i = j = 0;
    for (t = 0; t < 4; t++) {
        for (i = 1; i < n; i++)
#pragma bbmm
            for (j = 0; j < n; j++)
                D[i][j] = D[i - 1][j] * 0.5 + C[i][j];
        printf("step %d %a %d\n", t, B[9], I[1]);
#pragma bbmm
        for (i = 0; !(i >= n); ++i)
        {
            if (sqrt(fabs(D[i][n - 1 - i])) >= B[i])
                B[i] += 0.5 * -0.75;
        }
        sprintf(cbuf, "%d", t + 6);
        C[4][8] = -C[8][4];
        sweep0(n, kk, m, t);
    }
    printf("i=%d j=%d\n", i, j);
    for (t = 0; t < 4; t++) {
        for (i = 1; i < n; i++) {
            iw = i - 1;
#pragma bbmm
            for (j = 0; j < n; j++)
                D[i][j] = D[iw][j] * 0.5 + C[i][j];
#pragma bbmm
            for (j = 1; j < n; j++)
                J[i][j] = J[iw][j - 1] % 7 + W[i][j];
        }
        I[4] = i + 3 * iw;
        A[3] = frexp(A[3] + 3.0, &I[1]);
        for (i = n - 2; i >= 0; i--)
#pragma bbmm
            for (j = 0; j < n; j++)
                D[i][j] = D[i + 1][j] * 0.5 + C[i][j];
        I[4] = i + 3 * iw;
        C[8][6] = -C[6][8];
        time(&tt[1]);
    }
    printf("i=%d j=%d\n", i, j);
    for (t = 0; t < 4; t++) {
        for (im = 0; im < 3; im++) {
            sc = im * 0.5;
#pragma bbmm
            for (j = 0; j < n; j++) {
                sc = C[im][j] * 0.5 + im;
                D[im + 1][j] = sc + D[im][j] * 0.25;
            }
            hist[3] += sc;
        }
        time(&tt[1]);
        sprintf(cbuf, "%d", t + 63);
        wscr1(1, 8, 2, 10);
        wscr1(0, 11, 2, 11);
        hist[0] += wv_ts1;
        C[4][7] = -C[7][4];
        memset(&I[3], 0, 2 * sizeof I[0]);
    }
    dump();
    return 0;
}
