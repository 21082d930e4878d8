/* bbmm-gen seed=87055 features: f-compound f-local-scalar-compound f-time-host f-host-memset-memcpy f-host-sprintf f-host-array-param f-comma-stmt f-sweep-serial-loop f-chain f-wave-scratch */
#include <math.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NN 16
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

static double wv_ts0;

static void wscr0(int ist, int iend, int jst, int jend)
{
    int i, j, q;
    double ts, ts1, tm[2][2];
    (void)q, (void)tm;
#pragma bbmm
    for (i = iend; i >= ist; i--)
        for (j = jend; j >= jst; j--) {
            C[i + 0][j + 0] = C[i + 0][j + 0] - 0.25 * (C[i + 0 + 1][j + 0] + C[i + 0][j + 0 + 1]);
            ts1 = 1.0 / (3.0 + D[i + 0][j + 0] * D[i + 0][j + 0]);
            ts = ts1 * D[i + 0][j + 0];
            C[i + 0][j + 0] = C[i + 0][j + 0] * ts1 - ts * 0.125;
            wv_ts0 = ts;
        }
}

int main(void)
{
    int n = 14, kk = 13, m = 4;
    int i = 0, j = 0, k = 0, t = 0;
    int lo = 0, hi = 0, ko = 0, iw = 0, im = 0;
    double sc = 0.0;
    double *gp = &A[11];
    struct H {
        double *p;
        int k;
    } h = {B, 2};
    (void)lo, (void)hi, (void)gp, (void)h, (void)kk, (void)m, (void)k, (void)ko, (void)iw, (void)im, (void)sc;
    sv.p = malloc(NN * sizeof(double));
    gptr = B;
    strcpy(cbuf, "ab7");
    for (i = 0; i < NN; i++) {
        A[i] = (double)((i * 7 + 224) % 801 - 400) / 8.0;
        B[i] = (double)((i * 13 + 229) % 801 - 400) / 16.0;
        I[i] = (i * 11 + 224) % 2001 - 1000;
        sv.a[i] = i * 0.5 - 2.0;
        sv.p[i] = i * 0.25 + 1.0;
        for (j = 0; j < NN; j++) {
            C[i][j] = (double)((i * 5 + j * 3 + 224) % 801 - 400) / 4.0;
            D[i][j] = (double)((i * 3 + j * 17 + 224) % 101);
            J[i][j] = (i * 29 + j * 7 + 224) % 2001 - 1000;
            W[i][j] = (i * 31 + j * 19 + 224) % 97;
            sv.b[i][j] = i - j;
        }
    }
    R = malloc(NN * sizeof *R);
    for (i = 0; i < NN; i++) {
        R[i] = malloc(NN * sizeof **R);
        for (j = 0; j < NN; j++)
            R[i][j] = (double)((i * 13 + j * 5 + 224) % 401 - 200) / 8.0;
    }
    i = j = 0;
    for (t = 0; t < 2; t++) {
        for (i = n - 2; i >= 0; i--) {
            iw = i + 1;
#pragma bbmm tile(4)
            for (j = 0; j < n; j++)
                D[i][j] = D[iw][j] * 0.5 + C[i][j];
        }
        I[9] = i + 3 * iw;
        sprintf(cbuf, "%d", t + 72);
        memcpy(&A[12], &B[9], 2 * sizeof(double));
        wscr0(0, 14, 1, 11);
        wscr0(2, 13, 2, 13);
        hist[0] += wv_ts0;
        memcpy(&A[10], &B[6], 2 * sizeof(double));
        note(hist, t);
#pragma bbmm
        {
            for (iw = 0; iw < 1; iw++)
                for (k = 1; k < n; k++) {
                    sc = A[k] * 0.5 - B[k - 1] * 0.25;
                    for (j = 0; j < k; j++)
                        sc += C[k - 1][j] * 0.125;
                    for (i = 0; i < k; i++) {
                        C[k][i] = C[k - 1][i] * 0.5 + sc;
                    }
                    A[k] = A[k] * 0.5 + sc;
                }
        }
    }
#pragma bbmm
    {
        for (i = 0; i < n; i += 2)
        {
            double s = 0.0;
            A[i + 1] = sqrt(fabs(0.5 * B[n - 1 - i]));
            s += (double)(i);
            s -= 1.0;
            A[i] = s;
            (A[i] = A[i] * 0.5 + 3.0, B[i] = A[i] - B[i]);
        }
        for (i = 0; i < n; i++)
        {
            B[i] *= 0.5;
            I[i + 1] += (I[i] * 3 + I[n - 1 - i]) % 17;
        }
    }
    dump();
    return 0;
}
