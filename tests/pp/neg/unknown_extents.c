// expect: 9:9: error: extents of array 'A' are unknown: declare it with sizes or add array(A[N0]) to the pragma
/* an array of another file declared without its size: no pointer, so nothing to take the size from */
extern double A[];
void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
