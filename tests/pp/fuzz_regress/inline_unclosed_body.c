// expect: 6:9: error: 'down' calls itself: a function that passes arrays is inlined // expect: 6:9: error: 'down' calls itself: a function that passes arrays is inlined into the region, and recursion cannot be
static void down(int k, double r[8])
{
  into the region, and recursion cannot be
static void down(int k, double r[8])
{
    r[k] = 0.0;
    if (k > 0)
        down(k - 1, r);
}
void f(int n, double A[n][8])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        down(7, A[i]);
}
