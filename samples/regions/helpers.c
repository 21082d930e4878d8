/* helpers: a loop whose body calls functions of the file that use what
 * bbmm-pp can copy into a kernel: typedef'd, unsigned and long long types
 * (long in OpenCL C), casts, while, do and for loops with break and
 * continue, else-if chains, pointer parameters passed on to other
 * functions, nested calls and math functions; two blocks declare a scalar
 * of the same name. */
#include <math.h>

typedef double real;

static unsigned int collatz_steps(long long x)
{
    unsigned int steps = 0u;
    while (x != 1LL) {
        if (x % 2LL == 0LL)
            x = x / 2LL;
        else
            x = 3LL * x + 1LL;
        steps++;
        if (steps >= 500u)
            break;
    }
    return steps;
}

static void divmod(long long a, long long b, long long *q, long long *r)
{
    *q = a / b;
    *r = a - *q * b;
}

static void digits(long long x, int *count, long long *sum)
{
    long long q, r;
    *count = 0;
    *sum = 0;
    do {
        divmod(x, 10LL, &q, &r);
        *sum += r;
        ++*count;
        x = q;
    } while (x > 0);
}

static real poly(real x)
{
    real acc = 0.0;
    for (int k = 5; k >= 0; k--) {
        if (k == 3)
            continue;
        acc = acc * x + (real)(k + 1);
    }
    return acc;
}

static real classify(real x)
{
    if (x < 0.25)
        return -1.0;
    else if (x < 0.5)
        return fabs(x - 0.375);
    else
        return sqrt(x) + floor(4.0 * x);
}

static void stats(real x, long long seed, real *value, int *ndigits)
{
    long long sum;
    digits(seed, ndigits, &sum);
    *value = poly(x) + classify(x) + (real)collatz_steps(seed) + (real)sum;
}

void kernel_helpers(int n, double X[n], long long S[n], double V[n], int D[n])
{
    int i;
#pragma bbmm name(helpers)
    for (i = 0; i < n; i++) {
        {
            real v;
            int d;
            stats(X[i], S[i], &v, &d);
            V[i] = v;
            D[i] = d;
        }
        {
            real v = classify(X[i]), w = poly(v);
            V[i] += v * w;
        }
    }
}
