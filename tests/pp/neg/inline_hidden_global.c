// expect: 5:12: error: 'scale' uses the file-scope 'c', which a variable of that name hides where it is called: rename one of them
static double c = 2.0;
static void scale(double r[4])
{
    r[0] = c * r[0];
}
void f(int n, double A[n][4])
{
    int i;
    double c = 3.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        scale(A[i]);
    (void)c;
}
